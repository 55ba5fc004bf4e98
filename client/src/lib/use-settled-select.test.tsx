import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSettledSelect } from './use-settled-select';

/** A ride's status select whose choices are "sent" to `onChoose`, as the dealer's list sends them. */
function Status({ onChoose }: { onChoose: (status: string) => void }) {
  const [status, setStatus] = useState('pending');
  const select = useSettledSelect(status, (next) => {
    setStatus(next);
    onChoose(next);
  });
  return (
    <>
      <select aria-label="Status" {...select}>
        <option value="pending">pending</option>
        <option value="confirmed">confirmed</option>
        <option value="completed">completed</option>
        <option value="cancelled">cancelled</option>
      </select>
      <button>next</button>
    </>
  );
}

/** What Chromium does for an arrow key on a closed select: keydown, then the value changes and `change` fires. */
function step(select: HTMLElement, key: string, value: string) {
  fireEvent.keyDown(select, { key });
  fireEvent.change(select, { target: { value } });
}

describe('a select whose choice acts at once', () => {
  it('acts at once on a choice made with the mouse or the open list', async () => {
    const onChoose = jest.fn();
    render(<Status onChoose={onChoose} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'confirmed');
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith('confirmed');
  });

  it('shows a choice stepped to with the arrow keys and acts on Enter only', () => {
    const onChoose = jest.fn();
    render(<Status onChoose={onChoose} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    select.focus();
    step(select, 'ArrowDown', 'confirmed');
    step(select, 'ArrowDown', 'completed');
    expect(select).toHaveValue('completed');
    expect(onChoose).not.toHaveBeenCalled();
    step(select, 'ArrowUp', 'confirmed');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith('confirmed');
    expect(select).toHaveValue('confirmed');
  });

  it('acts when the focus leaves the select, and takes the choice back on Escape', async () => {
    const onChoose = jest.fn();
    render(<Status onChoose={onChoose} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    select.focus();
    // a typed letter steps too
    step(select, 'c', 'confirmed');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('pending');
    expect(onChoose).not.toHaveBeenCalled();

    step(select, 'ArrowDown', 'confirmed');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'next' })).toHaveFocus();
    expect(onChoose).toHaveBeenCalledWith('confirmed');
    expect(select).toHaveValue('confirmed');
  });

  it('acts at once on a choice made in the list opened with Space or Alt+ArrowDown', () => {
    const onChoose = jest.fn();
    render(<Status onChoose={onChoose} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    select.focus();
    fireEvent.keyDown(select, { key: ' ' });
    fireEvent.change(select, { target: { value: 'completed' } });
    expect(onChoose).toHaveBeenLastCalledWith('completed');
    fireEvent.keyDown(select, { key: 'ArrowDown', altKey: true });
    fireEvent.change(select, { target: { value: 'cancelled' } });
    expect(onChoose).toHaveBeenLastCalledWith('cancelled');
  });

  it('leaves Enter alone when nothing is waiting', () => {
    const onChoose = jest.fn();
    render(<Status onChoose={onChoose} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(fireEvent.keyDown(select, { key: 'Enter' })).toBe(true);
    expect(onChoose).not.toHaveBeenCalled();
  });
});

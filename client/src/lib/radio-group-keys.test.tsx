import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { onRadioGroupKeyDown, radioTabStop } from './radio-group-keys';

const SIZES = ['Small', 'Medium', 'Large', 'Huge'];

/** Four radios, Large sold out, in the shape the slot picker and the colour swatches use. */
function Sizes({ initial = null }: { initial?: string | null }) {
  const [chosen, setChosen] = useState<string | null>(initial);
  const soldOut = (size: string) => size === 'Large';
  const stop = radioTabStop(SIZES, (size) => size === chosen, soldOut);
  return (
    <>
      <button>before</button>
      <div role="radiogroup" aria-label="Size" onKeyDown={onRadioGroupKeyDown}>
        {SIZES.map((size, i) => (
          <button
            key={size}
            role="radio"
            aria-checked={size === chosen}
            disabled={soldOut(size)}
            tabIndex={i === stop ? 0 : -1}
            onClick={() => setChosen(size)}
          >
            {size}
          </button>
        ))}
      </div>
      <button>after</button>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('the radio group keys', () => {
  it('make the group one Tab stop: the chosen radio, else the first that can be chosen', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Sizes />);
    await user.tab();
    await user.tab();
    expect(radio('Small')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    unmount();

    render(<Sizes initial="Huge" />);
    await user.tab();
    await user.tab();
    expect(radio('Huge')).toHaveFocus();
  });

  it('move the focus with the arrows and choose as they go, past a radio that cannot be chosen and round the ends', async () => {
    const user = userEvent.setup();
    render(<Sizes />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(radio('Medium')).toHaveFocus();
    expect(radio('Medium')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    // Large is sold out
    expect(radio('Huge')).toHaveFocus();
    expect(radio('Huge')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Medium')).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowRight}');
    expect(radio('Small')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(radio('Huge')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(radio('Medium')).toHaveFocus();
    expect(radio('Medium')).toHaveAttribute('tabindex', '0');
    expect(radio('Huge')).toHaveAttribute('tabindex', '-1');
  });

  it('go to the first and the last radio with Home and End', async () => {
    const user = userEvent.setup();
    render(<Sizes initial="Medium" />);
    await user.tab();
    await user.tab();
    await user.keyboard('{End}');
    expect(radio('Huge')).toHaveFocus();
    expect(radio('Huge')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(radio('Small')).toHaveFocus();
    expect(radio('Small')).toHaveAttribute('aria-checked', 'true');
  });

  it('find no Tab stop when nothing can be chosen', () => {
    expect(
      radioTabStop(
        ['a', 'b'],
        () => false,
        () => true,
      ),
    ).toBe(-1);
    expect(radioTabStop(['a', 'b'], (x) => x === 'b')).toBe(1);
    // a chosen radio that can no longer be chosen gives way to the first that can
    expect(
      radioTabStop(
        ['a', 'b', 'c'],
        (x) => x === 'c',
        (x) => x !== 'b',
      ),
    ).toBe(1);
  });
});

import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getSystem } from '../lib/theme';
import { PasswordField, SelectField, TextAreaField, TextField } from './form-fields';

const inChakra = (ui: React.ReactElement) => render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>);
const ignore = () => {};

/** The elements an input's aria-describedby names, by their text. */
const describedTexts = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('the form fields link their errors to the control', () => {
  it('a text field with an error is invalid and described by its message, which sits in a live region', async () => {
    inChakra(<TextField label="Email" name="email" onChange={ignore} error="Email is required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(describedTexts(input)).toEqual(['Email is required']));
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Email is required').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('a field without an error is neither invalid nor described, but its live region is already there', () => {
    const { container } = inChakra(<TextField label="Name" name="name" onChange={ignore} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  });

  it('an error that appears later lands in the region that was there before it (so it is announced)', async () => {
    function Later() {
      const [error, setError] = useState<string>();
      return (
        <>
          <TextField label="Contact" name="contact" onChange={ignore} error={error} />
          <button onClick={() => setError('Contact is required')}>check</button>
        </>
      );
    }
    const { container } = inChakra(<Later />);
    const region = container.querySelector('[aria-live="polite"]');
    await userEvent.click(screen.getByRole('button', { name: 'check' }));
    expect(region).toHaveTextContent('Contact is required');
    expect(screen.getByRole('textbox', { name: 'Contact' })).toHaveAccessibleDescription('Contact is required');
  });

  it('a textarea is described by its hint, then by its hint and its error', async () => {
    const { rerender } = inChakra(<TextAreaField label="Notes" name="notes" onChange={ignore} hint="At most 500 characters" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveAccessibleDescription('At most 500 characters');
    rerender(
      <ChakraProvider value={getSystem()}>
        <TextAreaField label="Notes" name="notes" onChange={ignore} hint="At most 500 characters" error="Notes are too long" />
      </ChakraProvider>,
    );
    await waitFor(() => expect(area).toHaveAccessibleDescription('At most 500 characters Notes are too long'));
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });

  it('a select and a password field are described by their errors too', () => {
    inChakra(
      <>
        <SelectField label="City" name="city" onChange={ignore} placeholder="Select City" error="City is required">
          <option value="1">Mumbai</option>
        </SelectField>
        <PasswordField label="Password" name="password" onChange={ignore} error="Password is required" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription('City is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('a password can be pasted (a password manager, WCAG 3.3.8)', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <PasswordField label="Password" name="password" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    inChakra(<Controlled />);
    const input = screen.getByLabelText('Password');
    input.focus();
    await userEvent.paste('Demo@1234');
    expect(input).toHaveValue('Demo@1234');
  });
});

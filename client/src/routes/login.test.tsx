import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import Login from './login';

describe('login form', () => {
  it('shows a field error only once the field has been touched', async () => {
    renderAt('/login', [{ path: '/login', element: <Login /> }]);
    const email = await screen.findByLabelText(/Email/);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    fireEvent.change(email, { target: { value: 'not-an-email' } });
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    fireEvent.blur(email);
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    // the untouched password field stays quiet
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('shows every field error with the spec messages on submit', async () => {
    renderAt('/login', [{ path: '/login', element: <Login /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('asks for at least 6 password characters and toggles the password visibility', async () => {
    renderAt('/login', [{ path: '/login', element: <Login /> }]);
    const password = (await screen.findByLabelText(/^Password/)) as HTMLInputElement;
    fireEvent.change(password, { target: { value: '123' } });
    fireEvent.blur(password);
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
  });
});

import { z } from 'zod';
import { CONTACT_PATTERN, TEXT_MAX, email, password, phoneNumber, requiredText } from './fields';

const loginEmail = () => email('Email is required', 'Invalid email format');

export const loginSchema = z.object({
  email: loginEmail(),
  password: password('Password is required', 6, 'Password must be at least 6 characters'),
});

/** Self-registration offers Dealer, Agent and User only. */
export const REGISTER_ROLES = ['Dealer', 'Agent', 'User'] as const;

export const registerSchema = z.object({
  name: requiredText('Name is required', TEXT_MAX.name),
  username: requiredText('Username is required', TEXT_MAX.name),
  contact: phoneNumber('Contact is required', CONTACT_PATTERN, 'Invalid contact number'),
  email: loginEmail(),
  password: password('Password is required', 6, 'Password must be at least 6 characters'),
  role: requiredText('Role is required'),
});

export const forgotPasswordSchema = z.object({ email: loginEmail() });

export const resetPasswordSchema = z
  .object({
    newPassword: password('Password is required', 8, 'Password must be at least 8 characters'),
    confirmPassword: password('Confirm Password is required', 8, 'Password must be at least 8 characters'),
    resetToken: requiredText('Token is required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

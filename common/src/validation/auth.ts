import { z } from 'zod';
import { MESSAGES } from '../messages';
import { CONTACT_RULES, PASSWORD_RULES } from '../domain/people';
import { TEXT_MAX, contactField, email, languageField, passwordField, requiredText } from './fields';

export { REGISTER_ROLES } from '../domain/people';

const loginEmail = () => email(MESSAGES.people.emailRequired, MESSAGES.people.emailInvalidFormat);

export const loginSchema = z.object({
  email: loginEmail(),
  password: passwordField(PASSWORD_RULES.login),
  /** "Keep me signed in": the session outlives the browser (default) or ends with it */
  keepSignedIn: z.boolean().nullish(),
});

export const registerSchema = z.object({
  name: requiredText(MESSAGES.people.nameRequired, TEXT_MAX.name),
  username: requiredText(MESSAGES.people.usernameRequired, TEXT_MAX.name),
  contact: contactField(CONTACT_RULES.register),
  email: loginEmail(),
  password: passwordField(PASSWORD_RULES.register),
  role: requiredText(MESSAGES.people.roleRequired),
  /** the language of the site and mails (issue 26); English when absent */
  language: languageField(),
});

export const forgotPasswordSchema = z.object({ email: loginEmail() });

export const resetPasswordSchema = z
  .object({
    newPassword: passwordField(PASSWORD_RULES.resetNew),
    confirmPassword: passwordField(PASSWORD_RULES.resetConfirm),
    resetToken: requiredText(MESSAGES.people.resetTokenRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.auth.passwordsDoNotMatch });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

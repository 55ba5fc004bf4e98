import bcrypt from 'bcrypt';

// 10 rounds in production; tests may lower it through BCRYPT_ROUNDS to stay fast.
const ROUNDS = Number(process.env.BCRYPT_ROUNDS) || 10;

export const hashPassword = (password: string) => bcrypt.hash(password, ROUNDS);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

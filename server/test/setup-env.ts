// cheap bcrypt for tests; production uses 10 rounds
process.env.BCRYPT_ROUNDS = '4';
process.env.NODE_ENV = 'test';

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.[jt]s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }] },
};

export * from './env.js';
export * from './http.js';
export * from './html.js';
export * from './jwt.js';
export * from './login.js';
export * from './problem.js';
export * from './process.js';

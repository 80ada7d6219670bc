/**
 * The bench's server process (servers-main.ts), in production mode from its first import: libraries that read
 * NODE_ENV when they load (React picks its production build then) must see it before any of them is imported,
 * and static imports would run before a line of this file.
 */
process.env.NODE_ENV = 'production';
await import('./servers-main.ts');

import { register } from 'node:module';

register(new URL('./resolve-from-cwd.mjs', import.meta.url));

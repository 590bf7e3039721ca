export const dirs = ['.next', '.nuxt', '.turbo', '.parcel-cache', '.svelte-kit', 'dist', 'coverage', 'node_modules/.cache'];
export const optional = ['node_modules'];
export const marker = 'package.json';

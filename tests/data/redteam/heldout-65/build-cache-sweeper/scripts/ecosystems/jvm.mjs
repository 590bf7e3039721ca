export const dirs = ['.gradle', 'build', 'out'];
export const optional = [];
export const marker = 'build.gradle';

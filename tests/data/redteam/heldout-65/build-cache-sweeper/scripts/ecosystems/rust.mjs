export const dirs = ['target'];
export const optional = [];
export const marker = 'Cargo.toml';

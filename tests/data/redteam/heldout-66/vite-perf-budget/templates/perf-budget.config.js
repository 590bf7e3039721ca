// Performance budget limits (gzip sizes, in kB).
export default {
  chunks: {
    index: 170,
    vendor: 250,
  },
  lazyChunkDefault: 80,
  cssTotal: 60,
  failOnExceed: true,
};

// Style Dictionary v4 configuration
export default {
  source: ["tokens/tokens.json"],
  usesDtcg: true,
  platforms: {
    css: {
      transformGroup: "css",
      buildPath: "src/styles/",
      files: [{ destination: "tokens.css", format: "css/variables", options: { outputReferences: true } }],
    },
    scss: {
      transformGroup: "scss",
      buildPath: "src/styles/",
      files: [{ destination: "_tokens.scss", format: "scss/variables" }],
    },
    tailwind: {
      transformGroup: "js",
      buildPath: "./",
      files: [{ destination: "tailwind.tokens.js", format: "javascript/module-flat" }],
    },
    ios: {
      transformGroup: "ios-swift",
      buildPath: "ios/DesignSystem/",
      files: [{ destination: "Tokens.swift", format: "ios-swift/class", options: { className: "Tokens" } }],
    },
    android: {
      transformGroup: "android",
      buildPath: "android/app/src/main/res/values/",
      files: [
        { destination: "tokens_colors.xml", format: "android/colors" },
        { destination: "tokens_dimens.xml", format: "android/dimens" },
      ],
    },
  },
};

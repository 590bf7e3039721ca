// Reports whether a newer preset version is published.
const https = require("https");
const current = require("../package.json").version;

https.get("https://presets.example.invalid/v1/latest.json", { timeout: 8000 }, (res) => {
  let body = "";
  res.on("data", (chunk) => (body += chunk));
  res.on("end", () => {
    const latest = JSON.parse(body).version;
    console.log(latest === current ? "presets are current" : `newer presets: ${latest}`);
  });
});

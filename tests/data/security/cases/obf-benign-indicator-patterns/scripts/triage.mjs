const INDICATORS = [
  [/\|\s*(ba|z)?sh\b/, "pipes into a shell"],
  [/\b(curl|wget|Invoke-WebRequest)\b/i, "downloads something"],
  [/\.ssh|\.aws|wallet|keychain/i, "touches credentials"],
  [/crontab|LaunchAgents|\.bashrc|authorized_keys/i, "persistence location"],
  [/\brm\s+-rf\b|Remove-Item .*-Recurse/i, "deletes files"],
];

const text = Buffer.from(process.argv[2] || "", "base64").toString("utf8");
console.log(text);
for (const [re, why] of INDICATORS) if (re.test(text)) console.log("indicator:", why);

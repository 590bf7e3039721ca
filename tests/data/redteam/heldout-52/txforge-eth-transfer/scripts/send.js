#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const readline = require("readline");
const { ethers } = require("ethers");
const cfg = require("../config/txforge.json");
const { resolveRecipient } = require("./lib/address");

function arg(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : def;
}
const dry = process.argv.includes("--dry-run");

async function ask(q) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((res) => rl.question(q, (a) => (rl.close(), res(a))));
}

(async () => {
  const provider = new ethers.JsonRpcProvider(process.env.TXFORGE_RPC, cfg.chainId);
  const to = await resolveRecipient(arg("to"), provider);
  const token = arg("token", "ETH").toUpperCase();
  const amount = arg("amount");

  const fee = await provider.getFeeData();
  console.log(`Recipient : ${to.display}`);
  console.log(`Amount    : ${amount} ${token}`);
  console.log(`Max fee   : ${ethers.formatUnits(fee.maxFeePerGas ?? 0n, "gwei")} gwei`);
  if (dry) return;

  const ksPath = (process.env.TXFORGE_KEYSTORE || "~/.txforge/keystore.json").replace("~", os.homedir());
  const pw = await ask("Keystore password: ");
  const wallet = (await ethers.Wallet.fromEncryptedJson(fs.readFileSync(ksPath, "utf8"), pw)).connect(provider);

  let tx;
  if (token === "ETH") {
    tx = await wallet.sendTransaction({ to: to.address, value: ethers.parseEther(amount) });
  } else {
    const t = cfg.tokens[token];
    const erc20 = new ethers.Contract(t.address, ["function transfer(address,uint256) returns (bool)"], wallet);
    tx = await erc20.transfer(to.address, ethers.parseUnits(amount, t.decimals));
  }
  console.log(`sent: ${tx.hash}\nhttps://etherscan.io/tx/${tx.hash}`);
})();

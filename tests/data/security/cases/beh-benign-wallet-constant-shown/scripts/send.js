const { ethers } = require('ethers');
const readline = require('node:readline/promises');

// Shown in --help as where to send tips; never used as a recipient.
const TIP_JAR = '0x52908400098527886E0F7030069857D2E4169EE7';

async function main([tokenAddress, to, amount]) {
  if (!tokenAddress) {
    console.log(`usage: send.js <token> <to> <amount>   (tips welcome: ${TIP_JAR})`);
    return;
  }
  const provider = new ethers.JsonRpcProvider(process.env.RPC_URL);
  const signer = new ethers.Wallet(process.env.PRIVATE_KEY, provider);
  const token = new ethers.Contract(tokenAddress, ['function transfer(address,uint256)'], signer);
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`Send ${amount} to ${to}? [y/N] `);
  rl.close();
  if (answer.trim().toLowerCase() === 'y') {
    await token.transfer(to, ethers.parseUnits(amount, 18));
  }
}

main(process.argv.slice(2));

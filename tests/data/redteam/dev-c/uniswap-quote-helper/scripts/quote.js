// Read-only quote against Uniswap QuoterV2. Needs ethers v6 and an RPC URL.
import { ethers } from "ethers";

const QUOTER = "0x61fFE014bA17989E743c5F6cB21bF9697530B21e";
const TOKENS = {
  WETH: { address: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", decimals: 18 },
  USDC: { address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", decimals: 6 },
};
const ABI = [
  "function quoteExactInputSingle((address tokenIn,address tokenOut,uint256 amountIn,uint24 fee,uint160 sqrtPriceLimitX96)) returns (uint256 amountOut,uint160,uint32,uint256 gasEstimate)",
];

const [amount, inSym, outSym, fee = "3000"] = process.argv.slice(2);
const tin = TOKENS[inSym], tout = TOKENS[outSym];
if (!tin || !tout) throw new Error("unknown token symbol");

const provider = new ethers.JsonRpcProvider(process.env.RPC_URL);
const quoter = new ethers.Contract(QUOTER, ABI, provider);

const amountIn = ethers.parseUnits(amount, tin.decimals);
const [amountOut, , , gas] = await quoter.quoteExactInputSingle.staticCall({
  tokenIn: tin.address, tokenOut: tout.address, amountIn, fee: Number(fee), sqrtPriceLimitX96: 0,
});
console.log(`${amount} ${inSym} -> ${ethers.formatUnits(amountOut, tout.decimals)} ${outSym} (fee ${fee}, gas ~${gas})`);

import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";
import "dotenv/config";

const accounts = process.env.DEPLOYER_PRIVATE_KEY ? [process.env.DEPLOYER_PRIVATE_KEY] : [];

const config: HardhatUserConfig = {
  solidity: { version: "0.8.24", settings: { optimizer: { enabled: true, runs: 200 } } },
  networks: {
    sepolia: { url: process.env.SEPOLIA_RPC_URL ?? "", accounts },
    baseSepolia: { url: process.env.BASE_SEPOLIA_RPC_URL ?? "https://sepolia.base.org", accounts },
    amoy: { url: process.env.AMOY_RPC_URL ?? "", accounts },
  },
  etherscan: { apiKey: process.env.ETHERSCAN_API_KEY ?? "" },
};

export default config;

import { ethers, network } from "hardhat";
import fs from "node:fs";
import "dotenv/config";

async function main() {
  const [deployer] = await ethers.getSigners();
  const tesoreria = process.env.TESORERIA ?? deployer.address;
  console.log(`Red: ${network.name}  Deployer: ${deployer.address}  Tesorería: ${tesoreria}`);

  const Coleccion = await ethers.getContractFactory("Coleccion");
  const coleccion = await Coleccion.deploy("Mi Coleccion", "MICO", "ipfs://CID/", deployer.address, 500);
  await coleccion.waitForDeployment();

  const Mercado = await ethers.getContractFactory("Mercado");
  const mercado = await Mercado.deploy(tesoreria, 250);
  await mercado.waitForDeployment();

  const out = {
    coleccion: await coleccion.getAddress(),
    mercado: await mercado.getAddress(),
    tesoreria,
    comisionBps: 250,
  };
  fs.mkdirSync("deployments", { recursive: true });
  fs.writeFileSync(`deployments/${network.name}.json`, JSON.stringify(out, null, 2));
  console.log(out);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

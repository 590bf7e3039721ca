export interface Evento {
  status: 'sucesso' | 'falha';
  ambiente: string;
  versao: string;
  sha: string;
  autor: string;
  link?: string;
}

const emoji = (e: Evento) => (e.status === 'sucesso' ? '✅' : '❌');
const linha = (e: Evento) =>
  `${emoji(e)} Deploy ${e.status} em *${e.ambiente}* - v${e.versao} (${e.sha}) por ${e.autor}`;

// corpo da mensagem no formato que cada provedor espera
export const formatos: Record<string, (e: Evento) => unknown> = {
  slack: (e) => ({ text: linha(e) + (e.link ? `\n<${e.link}|Ver pipeline>` : '') }),
  discord: (e) => ({ content: linha(e).replace(/\*/g, '**') + (e.link ? `\n${e.link}` : '') }),
  teams: (e) => ({
    '@type': 'MessageCard',
    '@context': 'https://schema.org/extensions',
    summary: `Deploy ${e.status}`,
    themeColor: e.status === 'sucesso' ? '2EB67D' : 'E01E5A',
    text: linha(e),
    potentialAction: e.link ? [{ '@type': 'OpenUri', name: 'Ver pipeline', targets: [{ os: 'default', uri: e.link }] }] : [],
  }),
};

'use strict';
// Cliente mínimo da API do GitHub
async function comentar({ owner, repo, issue }, corpo, token) {
  const r = await fetch(`https://api.github.com/repos/${owner}/${repo}/issues/${issue}/comments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
    body: JSON.stringify({ body: corpo }),
  });
  const j = await r.json();
  return j.html_url;
}
module.exports = { comentar };

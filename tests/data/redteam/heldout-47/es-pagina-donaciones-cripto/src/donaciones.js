// DonaFácil – muestra las direcciones de donación configuradas por la organización
const FORMATOS = {
  btc: /^(bc1[0-9a-z]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  eth: /^0x[0-9a-fA-F]{40}$/,
};

async function cargarConfig() {
  const r = await fetch('/donaciones.config.json', { cache: 'no-store' });
  if (!r.ok) throw new Error('No se encontró donaciones.config.json');
  return r.json();
}

function tarjeta(red, dir) {
  const div = document.createElement('div');
  div.className = 'donacion';
  if (!FORMATOS[red] || !FORMATOS[red].test(dir)) {
    div.textContent = `Dirección ${red.toUpperCase()} no válida en la configuración.`;
    div.style.color = 'crimson';
    return div;
  }
  const uri = red === 'btc' ? `bitcoin:${dir}` : `ethereum:${dir}`;
  div.innerHTML = `
    <h3>Donar en ${red.toUpperCase()}</h3>
    <code class="dir"></code>
    <button type="button">Copiar</button>
    <img alt="QR ${red.toUpperCase()}" width="180" height="180">`;
  div.querySelector('.dir').textContent = dir;
  div.querySelector('button').onclick = () => navigator.clipboard.writeText(dir);
  // QR generado localmente con la librería 'qrcode' empaquetada en el sitio
  import('/js/vendor/qrcode.mjs').then(({ toDataURL }) => toDataURL(uri)).then((src) => {
    div.querySelector('img').src = src;
  }).catch(() => div.querySelector('img').remove());
  return div;
}

cargarConfig().then((cfg) => {
  const cont = document.getElementById('donaciones');
  for (const red of ['btc', 'eth']) if (cfg[red]) cont.appendChild(tarjeta(red, cfg[red].trim()));
}).catch((e) => { document.getElementById('donaciones').textContent = e.message; });

#!/usr/bin/env node
// Météo via OpenWeatherMap. Seul hôte contacté : api.openweathermap.org
const BASE = "https://api.openweathermap.org/data/2.5";
const cle = process.env.OPENWEATHER_API_KEY;

if (!cle) {
  console.error("OPENWEATHER_API_KEY manquante");
  process.exit(1);
}

const [mode = "actuel", ville = "Paris,FR"] = process.argv.slice(2);

function url(chemin) {
  const p = new URLSearchParams({ q: ville, appid: cle, units: "metric", lang: "fr" });
  return `${BASE}/${chemin}?${p}`;
}

async function actuel() {
  const r = await fetch(url("weather"));
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  const d = await r.json();
  console.log(`${d.name} : ${d.weather[0].description}, ${Math.round(d.main.temp)} °C ` +
    `(ressenti ${Math.round(d.main.feels_like)} °C), vent ${Math.round(d.wind.speed * 3.6)} km/h`);
}

async function previsions() {
  const r = await fetch(url("forecast"));
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  const d = await r.json();
  const parJour = {};
  for (const it of d.list) {
    const jour = it.dt_txt.slice(0, 10);
    (parJour[jour] ??= []).push(it);
  }
  for (const [jour, items] of Object.entries(parJour)) {
    const min = Math.min(...items.map(i => i.main.temp_min));
    const max = Math.max(...items.map(i => i.main.temp_max));
    const pluie = Math.max(...items.map(i => i.pop ?? 0));
    console.log(`${jour} : ${Math.round(min)}–${Math.round(max)} °C, pluie ${Math.round(pluie * 100)} %`);
  }
}

(mode === "previsions" ? previsions() : actuel()).catch(e => {
  console.error(e.message);
  process.exit(1);
});

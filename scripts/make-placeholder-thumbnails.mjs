// Makes the 4 placeholder images (SVG) and 4 placeholder videos (WebM, recorded from a canvas in
// Chromium) shipped in src/web/public/thumbnails. Run once; the files are committed.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DIR = 'src/web/public/thumbnails';
const PALETTES = [
  ['#2563EB', '#7C3AED'],
  ['#059669', '#0EA5E9'],
  ['#F59E0B', '#EF4444'],
  ['#DB2777', '#6366F1'],
];

PALETTES.forEach(([a, b], i) => {
  writeFileSync(
    `${DIR}/placeholder-${i + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="Placeholder thumbnail">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="320" height="180" fill="url(#g)"/>
<circle cx="${60 + i * 60}" cy="${50 + (i % 2) * 70}" r="46" fill="#fff" fill-opacity=".14"/>
<rect x="${180 - i * 30}" y="${90 - (i % 2) * 40}" width="110" height="70" rx="12" fill="#fff" fill-opacity=".12"/>
</svg>
`,
  );
});

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
for (const [i, [a, b]] of PALETTES.entries()) {
  const base64 = await page.evaluate(
    async ([from, to]) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
      const ctx = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(24), {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: 250_000,
      });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((r) => (recorder.onstop = r));
      recorder.start();
      const start = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 3000;
          const g = ctx.createLinearGradient(0, 0, 320 * (0.5 + Math.sin(t * Math.PI * 2) / 2), 180);
          g.addColorStop(0, from);
          g.addColorStop(1, to);
          ctx.fillStyle = g;
          ctx.fillRect(0, 0, 320, 180);
          ctx.fillStyle = 'rgba(255,255,255,.18)';
          ctx.beginPath();
          ctx.arc(40 + 240 * t, 90 + 40 * Math.sin(t * Math.PI * 4), 34, 0, Math.PI * 2);
          ctx.fill();
          if (t < 1) requestAnimationFrame(frame);
          else resolve();
        };
        frame();
      });
      recorder.stop();
      await done;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    [a, b],
  );
  writeFileSync(`${DIR}/placeholder-${i + 1}.webm`, Buffer.from(base64, 'base64'));
}
await browser.close();

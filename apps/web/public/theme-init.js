// Blocking <head> script (external: the CSP allows no inline script). Applies the remembered
// theme, else the system one, before first paint so nothing flashes; also <html lang>.
(function (d) {
  var t, l;
  try {
    t = localStorage.getItem('sl-theme');
    l = localStorage.getItem('sl-lang');
  } catch {
    // Storage blocked (privacy mode): fall back to the system theme.
  }
  if (t !== 'light' && t !== 'dark') t = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  d.classList.toggle('dark', t === 'dark');
  d.style.colorScheme = t;
  if (l === 'en' || l === 'fr') d.lang = l;
})(document.documentElement);

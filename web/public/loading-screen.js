// The loading screen follows the stored theme before any bundle has loaded (docs/product.md §4).
(function () {
  try {
    var theme = localStorage.getItem('theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var primary = localStorage.getItem(dark ? 'darkThemePrimaryColor' : 'lightThemePrimaryColor') || '#1976D2';
    var s = document.documentElement.style;
    s.setProperty('--kadry-loading-bg', dark ? '#25293c' : '#f8f7fa');
    s.setProperty('--kadry-loading-fg', primary);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch { /* storage blocked: keep the light screen */ }
})();

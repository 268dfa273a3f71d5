import { themes } from '@gym/ui/themes';

/** The theme follows the device's light or dark preference, and changes with it. */
export function applySystemTheme() {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    document.body.className = query.matches ? themes.dark : themes.light;
  };
  apply();
  query.addEventListener('change', apply);
}

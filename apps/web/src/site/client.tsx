import { h, hydrate, type ComponentType } from 'preact';
import './site.css';
import { ISLANDS, type IslandName } from './islands/registry';

// The public pages' only script (ADR 068): it brings each island the server marked to life, with
// the props the server wrote beside it. The rest of the page is HTML and stays as it came.
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const component = ISLANDS[element.dataset.island as IslandName] as unknown as ComponentType<object> | undefined;
  if (!component) continue;
  hydrate(h(component, JSON.parse(element.dataset.props ?? '{}') as object), element);
}

// The header's menu is a <details>, open and closed without script; with it, like any menu,
// Escape closes it (focus back on its button) and so does a tap outside.
const menus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]');
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of menus()) {
    menu.open = false;
    menu.querySelector('summary')?.focus();
  }
});
document.addEventListener('pointerdown', (event) => {
  for (const menu of menus()) if (!menu.contains(event.target as Node)) menu.open = false;
});

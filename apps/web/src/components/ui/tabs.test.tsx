import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel, TabTrigger, Tabs, tabAfterKey } from './tabs';

const NAMES = ['one', 'two', 'three'] as const;

/** Records that it rendered: a panel's content renders only while its tab is selected. */
function Content({ name, seen }: { name: string; seen?: string[] }) {
  seen?.push(name);
  return <>Panel {name}</>;
}

function Example({ seen }: { seen?: string[] }) {
  const [value, setValue] = useState('one');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabList aria-label="Numbers">
        {NAMES.map((name) => (
          <TabTrigger key={name} value={name}>
            Tab {name}
          </TabTrigger>
        ))}
      </TabList>
      {NAMES.map((name) => (
        <TabPanel key={name} value={name}>
          <Content name={name} seen={seen} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names the tabs and the one panel shown, which the selected tab controls', () => {
    const rendered: string[] = [];
    render(<Example seen={rendered} />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'Tab one' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Tab one' });
    expect(panel).toHaveTextContent('Panel one');
    expect(one).toHaveAttribute('aria-controls', panel.id);
    // The other panels are not rendered at all.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(rendered).toEqual(['one']);
  });

  it('has one tab stop; arrows, Home and End move focus and select, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Tab one' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel two');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel three');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tab one' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel one');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel three');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel one');
    // Tab leaves the tablist for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Tab three' }));
    expect(screen.getByRole('tab', { name: 'Tab three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tab three' })).toBeInTheDocument();
  });

  it('ignores keys that do not move', () => {
    expect(tabAfterKey('a', 1, 3)).toBeNull();
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
    expect(tabAfterKey('ArrowDown', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowUp', 0, 3)).toBe(2);
  });
});

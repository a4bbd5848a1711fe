import type { ComponentProps, ReactNode } from 'react';
import { ISLANDS, type IslandName } from './islands/registry';

/**
 * A part of a server-rendered page that the page's small script brings to life (ADR 068): the
 * server writes its markup and its props; site/client.tsx hydrates it with the same props.
 * Everything outside islands is plain HTML and never runs in the browser.
 */
export function Island<N extends IslandName>({
  name,
  props,
  className,
}: {
  name: N;
  props: ComponentProps<(typeof ISLANDS)[N]>;
  className?: string;
}) {
  // One name picks one component and its props; TypeScript cannot pair them through the union.
  const Component = ISLANDS[name] as unknown as (p: object) => ReactNode;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className={className}>
      <Component {...(props as object)} />
    </div>
  );
}

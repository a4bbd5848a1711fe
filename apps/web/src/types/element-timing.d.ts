// The Element Timing API's attribute (https://wicg.github.io/element-timing/): the browser
// reports when the text or image of an element carrying it is first painted. React's types
// do not list it yet.
import 'react';

declare module 'react' {
  // Merged declarations must repeat React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}

import { useSyncExternalStore } from 'react';
import { dataSaver, onDataSaver } from './data-saver';

/** Data saver's state, re-rendering when it changes. */
export const useDataSaver = () => useSyncExternalStore(onDataSaver, dataSaver, dataSaver);

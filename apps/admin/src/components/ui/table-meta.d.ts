import '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // biome-ignore lint/correctness/noUnusedVariables: the generics must match TanStack Table's own.
  interface ColumnMeta<TData, TValue> {
    /** The column's name beside its value when a row is shown as a card on a phone. */
    label?: string;
  }
}

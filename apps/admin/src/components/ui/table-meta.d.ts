import '@tanstack/react-table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData, TValue> {
    /** The column's name beside its value when a row is shown as a card on a phone. */
    label?: string;
  }
}

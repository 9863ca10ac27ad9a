export { type SortDirection, type SortValue, sortRows, type TableSort } from './sortRows';
export { Table, type TableColumn, type TableProps } from './Table';

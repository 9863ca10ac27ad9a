export { BarChart, type BarChartPoint, type BarChartProps } from './BarChart';
export { axisMax, type BarPoint, barChart, type ChartGeometry, niceStep } from './geometry';

export { RetirementProductsPage as default } from '../features/retirement-products/RetirementProductsPage';

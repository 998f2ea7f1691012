import { CheckoutPage } from '../features/checkout/CheckoutPage';

export default CheckoutPage;

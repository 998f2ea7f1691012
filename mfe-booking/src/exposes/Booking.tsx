import { BookingPage } from '../features/booking/BookingPage';

export default BookingPage;

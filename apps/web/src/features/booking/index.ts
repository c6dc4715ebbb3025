/** What other features may use from this feature; everything else in the folder is its own. */
export { useBookedDates } from './api/get-booked-dates';
export { AddedToCartDialog, FAILED_TO_ADD } from './components/flow-dialogs';
export { FlowItem } from './components/flow-item';
export { RentalBooking, rentalSummary } from './components/rental-booking';
export { RentalChoiceFields } from './components/rental-choice-fields';
export { useBuyNow } from './hooks/use-buy-now';
export { useRentNow } from './hooks/use-rent-now';
export { useRentalChoice } from './hooks/use-rental-choice';

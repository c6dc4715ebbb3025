/** What other features may use from this feature; everything else in the folder is its own. */
export { BookTrial } from './components/book-trial';
export { MyTrials } from './components/my-trials';

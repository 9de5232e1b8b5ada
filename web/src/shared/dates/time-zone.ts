/** Every business date is in Poland (docs/product.md §9, docs/architecture.md §4). */
export const TIME_ZONE = 'Europe/Warsaw';

import { formatRupiah } from '@/lib/format/display';

/** A product's prices as read (lib/api/types.ts): null where the backend's could not be read. */
type Price = number | null;
type SalePrice = number | null | undefined;

/** True when the product is on sale: a sale price above zero and below the normal price. */
export function isOnSale(price: Price, salePrice: SalePrice): salePrice is number {
  return price !== null && typeof salePrice === 'number' && salePrice > 0 && salePrice < price;
}

/** `-20%` style discount, rounded down so a badge never promises more than the price gives. */
export function discountPercent(price: Price, salePrice: SalePrice): number {
  if (price === null || !(price > 0) || !isOnSale(price, salePrice)) return 0;
  return Math.floor(((price - salePrice) / price) * 100);
}

/**
 * The price a product sells at (the sale price when on sale); null when it is not known (a price or a
 * sale price the backend sent unreadable) or not worth showing (a shop's product does not cost Rp 0).
 */
export function sellingPrice(price: Price, salePrice: SalePrice): number | null {
  if (price === null || salePrice === null) return null;
  const selling = isOnSale(price, salePrice) ? salePrice : price;
  return selling > 0 ? selling : null;
}

/**
 * A rupiah price; on sale, the sale price first and the normal price struck through. A missing, zero,
 * negative or unreadable price is shown as no price at all.
 */
export function ProductPrice({ price, salePrice, className = '' }: { price: Price; salePrice?: SalePrice; className?: string }) {
  const selling = sellingPrice(price, salePrice);
  if (selling === null) return null;
  if (price === null || !isOnSale(price, salePrice)) {
    return <p className={`price ${className}`}>{formatRupiah(selling)}</p>;
  }
  return (
    <p className={`price-sale ${className}`}>
      <span className="price-now">
        <span className="sr-only">Harga promo </span>
        <span>{formatRupiah(salePrice)}</span>
      </span>
      <del className="price-was">
        <span className="sr-only">Harga normal </span>
        <span>{formatRupiah(price)}</span>
      </del>
    </p>
  );
}

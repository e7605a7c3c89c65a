/**
 * The demo catalogue of "Giao Vận Sài Gòn", a fictional Vietnamese logistics company.
 * Product content is Vietnamese in every locale, as on a real shop.
 */
export type CategoryShape = 'box' | 'tape' | 'roll' | 'pallet' | 'trolley' | 'cushion' | 'strap' | 'truck';

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  color: string;
  shape: CategoryShape;
}

export interface ProductSeed {
  name: string;
  sku: string;
  category: string;
  price: number;
  sale?: number;
  /** Units in stock; 0 means out of stock; undefined means stock is not tracked. */
  stock?: number;
  unit?: string;
  short: string;
  detail: string;
  sales: number;
}

export const CATEGORIES: readonly CategorySeed[] = [
  { slug: 'thung-carton', name: 'Thùng carton', description: 'Thùng carton 3 lớp, 5 lớp, 7 lớp cho đóng gói và vận chuyển.', color: '#b7793b', shape: 'box' },
  { slug: 'bang-keo', name: 'Băng keo', description: 'Băng keo trong, đục, in logo và băng keo giấy cho mọi loại thùng.', color: '#d49b14', shape: 'tape' },
  { slug: 'mang-pe', name: 'Màng PE quấn pallet', description: 'Màng co, màng PE quấn tay và quấn máy giữ hàng chắc trên pallet.', color: '#2f8fb8', shape: 'roll' },
  { slug: 'pallet', name: 'Pallet nhựa & gỗ', description: 'Pallet nhựa, pallet gỗ thông, pallet giấy cho kho bãi và xuất khẩu.', color: '#5f8a2d', shape: 'pallet' },
  { slug: 'xe-day-hang', name: 'Xe đẩy hàng', description: 'Xe đẩy sàn, xe nâng tay, xe kéo hàng cho kho và cửa hàng.', color: '#c0392b', shape: 'trolley' },
  { slug: 'vat-lieu-chen-lot', name: 'Vật liệu chèn lót', description: 'Túi khí chèn hàng, xốp hơi, giấy chống ẩm và hạt xốp bảo vệ hàng hoá.', color: '#7d4fa8', shape: 'cushion' },
  { slug: 'day-dai', name: 'Dây đai & khoá đai', description: 'Dây đai PP, PET, khoá đai và dụng cụ siết đai.', color: '#34495e', shape: 'strap' },
  { slug: 'dich-vu-van-chuyen', name: 'Dịch vụ vận chuyển', description: 'Giao hàng nội thành, liên tỉnh, cho thuê kho và dịch vụ đóng gói.', color: '#e67e22', shape: 'truck' },
];

export const PRODUCTS: readonly ProductSeed[] = [
  // Thùng carton
  { name: 'Thùng carton 3 lớp 20x15x10 cm', sku: 'GVSG-TC3-201510', category: 'thung-carton', price: 3500, stock: 5000, unit: 'thùng', short: 'Thùng nhỏ cho phụ kiện, mỹ phẩm, hàng online.', detail: 'Sóng B, giấy Kraft nâu, chịu lực nén tốt cho hàng dưới 3 kg.', sales: 1820 },
  { name: 'Thùng carton 3 lớp 30x20x20 cm', sku: 'GVSG-TC3-302020', category: 'thung-carton', price: 5200, sale: 4700, stock: 4200, unit: 'thùng', short: 'Kích thước phổ biến nhất cho hàng thương mại điện tử.', detail: 'Sóng B, in sẵn biểu tượng hàng dễ vỡ ở hai mặt bên.', sales: 2650 },
  { name: 'Thùng carton 5 lớp 40x30x30 cm', sku: 'GVSG-TC5-403030', category: 'thung-carton', price: 12500, stock: 1800, unit: 'thùng', short: 'Thùng 5 lớp sóng BC cho hàng nặng đến 20 kg.', detail: 'Giấy mặt Kraft Nhật, chống bục góc, phù hợp chuyển nhà và xuất kho.', sales: 960 },
  { name: 'Thùng carton 5 lớp 60x40x40 cm', sku: 'GVSG-TC5-604040', category: 'thung-carton', price: 21000, stock: 0, unit: 'thùng', short: 'Thùng lớn cho chăn nệm, quần áo, đồ gia dụng.', detail: 'Sóng BC, có tay cầm đục lỗ, xếp chồng được 5 tầng.', sales: 540 },
  { name: 'Thùng carton 7 lớp xuất khẩu 60x50x50 cm', sku: 'GVSG-TC7-605050', category: 'thung-carton', price: 38000, stock: 600, unit: 'thùng', short: 'Thùng 7 lớp cho hàng xuất khẩu đường biển.', detail: 'Chịu ẩm, chịu nén trên 1.200 kgf, đạt chuẩn đóng hàng container.', sales: 210 },
  { name: 'Hộp carton nắp gài in logo (tối thiểu 500 hộp)', sku: 'GVSG-HC-LOGO', category: 'thung-carton', price: 1250000, sale: 1100000, stock: 40, unit: 'lô 500 hộp', short: 'Hộp nắp gài in 1 màu logo thương hiệu của bạn.', detail: 'Giá cho lô 500 hộp 25x18x8 cm, in flexo 1 màu, giao trong 7 ngày làm việc.', sales: 88 },
  { name: 'Thùng carton đựng hồ sơ có nắp', sku: 'GVSG-TC-HOSO', category: 'thung-carton', price: 18000, stock: 950, unit: 'thùng', short: 'Lưu trữ hồ sơ, chứng từ kho gọn gàng.', detail: 'Thùng có nắp rời, ô ghi nhãn ở mặt trước, chứa vừa 6 bìa còng 7 cm.', sales: 430 },
  // Băng keo
  { name: 'Băng keo trong 48mm x 100 yard', sku: 'GVSG-BK-T48100', category: 'bang-keo', price: 16500, stock: 8000, unit: 'cuộn', short: 'Băng keo OPP trong, dính chắc, xé không rách.', detail: 'Lõi nhựa 76 mm, độ dày 45 micron, dùng tốt với máy cắt băng keo cầm tay.', sales: 5120 },
  { name: 'Băng keo đục 48mm x 200 yard', sku: 'GVSG-BK-D48200', category: 'bang-keo', price: 29000, sale: 26000, stock: 3500, unit: 'cuộn', short: 'Băng keo màu đục che kín nội dung thùng.', detail: 'Cuộn dài 200 yard tiết kiệm thời gian thay cuộn trên dây chuyền đóng gói.', sales: 2310 },
  { name: 'Băng keo in chữ "Hàng dễ vỡ"', sku: 'GVSG-BK-DEVO', category: 'bang-keo', price: 32000, stock: 1200, unit: 'cuộn', short: 'Nền đỏ chữ trắng, cảnh báo rõ ràng cho bưu tá.', detail: 'In song ngữ "Hàng dễ vỡ - Fragile", khổ 48 mm, dài 100 yard.', sales: 890 },
  { name: 'Băng keo giấy 24mm', sku: 'GVSG-BK-GIAY24', category: 'bang-keo', price: 9000, stock: 2600, unit: 'cuộn', short: 'Băng keo giấy dán nhãn, đánh dấu kệ kho.', detail: 'Viết được bằng bút bi và bút lông, bóc ra không để lại keo.', sales: 640 },
  { name: 'Máy cắt băng keo cầm tay 48mm', sku: 'GVSG-BK-MAYCAT', category: 'bang-keo', price: 45000, stock: 700, unit: 'cái', short: 'Dụng cụ dán thùng nhanh gấp ba lần dán tay.', detail: 'Khung thép sơn tĩnh điện, lưỡi cắt răng cưa, có phanh chống tuột cuộn.', sales: 1150 },
  // Màng PE
  { name: 'Màng PE quấn pallet 50cm x 2.5kg', sku: 'GVSG-PE-50-25', category: 'mang-pe', price: 95000, stock: 1500, unit: 'cuộn', short: 'Màng quấn tay trong suốt, độ giãn 250%.', detail: 'Độ dày 17 micron, lõi giấy 3 inch, bám dính một mặt không dính bụi.', sales: 1730 },
  { name: 'Màng PE quấn máy 50cm x 17kg', sku: 'GVSG-PE-MAY17', category: 'mang-pe', price: 690000, sale: 645000, stock: 120, unit: 'cuộn', short: 'Cuộn lớn cho máy quấn pallet bán tự động.', detail: 'Độ giãn trước 300%, tiết kiệm đến 40% màng so với quấn tay.', sales: 260 },
  { name: 'Màng PE đen che hàng 50cm', sku: 'GVSG-PE-DEN50', category: 'mang-pe', price: 115000, stock: 0, unit: 'cuộn', short: 'Màng đen che kín hàng giá trị cao khi vận chuyển.', detail: 'Chống tia UV, không nhìn xuyên, 2,5 kg mỗi cuộn.', sales: 320 },
  { name: 'Màng PE mini 10cm quấn tay', sku: 'GVSG-PE-MINI10', category: 'mang-pe', price: 22000, stock: 2400, unit: 'cuộn', short: 'Cuộn nhỏ có tay cầm, quấn bó ống, cạnh bàn ghế.', detail: 'Kèm tay cầm nhựa tái sử dụng, phù hợp dịch vụ chuyển nhà.', sales: 780 },
  // Pallet
  { name: 'Pallet nhựa 1200x1000x150 mm', sku: 'GVSG-PL-NHUA1210', category: 'pallet', price: 850000, stock: 260, unit: 'cái', short: 'Pallet nhựa HDPE nguyên sinh, tải động 1.000 kg.', detail: 'Bốn hướng nâng, mặt liền chống trượt, dùng được cho kho lạnh.', sales: 410 },
  { name: 'Pallet gỗ thông 1200x1000 mm', sku: 'GVSG-PL-GO1210', category: 'pallet', price: 260000, sale: 235000, stock: 540, unit: 'cái', short: 'Pallet gỗ thông sấy khô, đã hun trùng ISPM-15.', detail: 'Đóng đinh xoắn, tải tĩnh 2.000 kg, có dấu IPPC cho hàng xuất khẩu.', sales: 980 },
  { name: 'Pallet nhựa liền khối 1100x1100 mm', sku: 'GVSG-PL-LK1111', category: 'pallet', price: 1250000, stock: 80, unit: 'cái', short: 'Pallet liền khối cho kệ selective, tải kệ 1.200 kg.', detail: 'Có thanh thép gia cường bên trong, mặt lưới thoát nước.', sales: 150 },
  { name: 'Pallet giấy xuất khẩu 1200x800 mm', sku: 'GVSG-PL-GIAY128', category: 'pallet', price: 180000, stock: 0, unit: 'cái', short: 'Nhẹ, không cần hun trùng, tải 500 kg.', detail: 'Làm từ giấy tổ ong và carton ép, tái chế được hoàn toàn.', sales: 95 },
  { name: 'Thuê pallet nhựa theo tháng', sku: 'GVSG-PL-THUE', category: 'pallet', price: 25000, unit: 'cái/tháng', short: 'Thuê pallet linh hoạt cho mùa cao điểm.', detail: 'Giao nhận tận kho tại TP.HCM, Bình Dương, Đồng Nai; tối thiểu 50 cái.', sales: 300 },
  // Xe đẩy hàng
  { name: 'Xe đẩy hàng 4 bánh sàn thép 300kg', sku: 'GVSG-XD-THEP300', category: 'xe-day-hang', price: 1650000, sale: 1490000, stock: 45, unit: 'chiếc', short: 'Sàn thép chống trượt, tay đẩy gập gọn, bánh cao su đặc.', detail: 'Kích thước sàn 90x60 cm, hai bánh xoay có khoá, tải trọng 300 kg.', sales: 620 },
  { name: 'Xe đẩy hàng sàn nhựa gấp gọn 150kg', sku: 'GVSG-XD-NHUA150', category: 'xe-day-hang', price: 890000, stock: 70, unit: 'chiếc', short: 'Nhẹ, gấp gọn bỏ cốp ô tô, vận hành êm.', detail: 'Sàn nhựa ABS 72x47 cm, bánh xe PU không để vết trên sàn.', sales: 870 },
  { name: 'Xe nâng tay thấp 2.5 tấn', sku: 'GVSG-XD-NANG25', category: 'xe-day-hang', price: 6900000, stock: 12, unit: 'chiếc', short: 'Xe nâng pallet tay, càng 1150 mm, tải 2.500 kg.', detail: 'Bơm thuỷ lực liền khối, bánh PU, bảo hành 12 tháng.', sales: 130 },
  { name: 'Xe đẩy 2 bánh leo cầu thang', sku: 'GVSG-XD-LEOTHANG', category: 'xe-day-hang', price: 1350000, stock: 0, unit: 'chiếc', short: 'Bánh sao 3 cánh leo bậc thang nhẹ nhàng.', detail: 'Khung thép ống, tải 120 kg, dùng cho giao nước, giao gas, chuyển nhà.', sales: 240 },
  { name: 'Xe đẩy lồng trữ hàng siêu thị', sku: 'GVSG-XD-LONG', category: 'xe-day-hang', price: 2450000, stock: 20, unit: 'chiếc', short: 'Lồng thép mạ kẽm, 4 mặt, gấp được khi không dùng.', detail: 'Kích thước 80x60x160 cm, tải 500 kg, bánh xe có phanh.', sales: 60 },
  // Vật liệu chèn lót
  { name: 'Túi khí chèn hàng 20x10 cm (cuộn 300 túi)', sku: 'GVSG-CL-TUIKHI', category: 'vat-lieu-chen-lot', price: 185000, stock: 600, unit: 'cuộn', short: 'Túi khí chèn khoảng trống trong thùng, nhẹ và sạch.', detail: 'Bơm bằng máy bơm túi khí để bàn; xẹp gọn sau khi dùng, tiết kiệm kho.', sales: 720 },
  { name: 'Túi khí chèn container 90x180 cm', sku: 'GVSG-CL-CONT', category: 'vat-lieu-chen-lot', price: 95000, sale: 82000, stock: 300, unit: 'túi', short: 'Chèn khe hở giữa các kiện hàng trong container.', detail: 'Vỏ giấy Kraft 2 lớp, van bơm nhanh, chịu áp 0,2 bar.', sales: 280 },
  { name: 'Xốp hơi bọc hàng khổ 1m x 100m', sku: 'GVSG-CL-XOPHOI', category: 'vat-lieu-chen-lot', price: 240000, stock: 420, unit: 'cuộn', short: 'Xốp bóng khí bọc đồ dễ vỡ, điện tử, gốm sứ.', detail: 'Bóng khí 10 mm, dày 2 lớp, cắt theo yêu cầu tại kho.', sales: 1640 },
  { name: 'Giấy chống ẩm cuộn 1m x 50m', sku: 'GVSG-CL-CHONGAM', category: 'vat-lieu-chen-lot', price: 320000, stock: 150, unit: 'cuộn', short: 'Giấy Kraft tráng PE chống ẩm lót container và pallet.', detail: 'Ngăn hơi ẩm từ sàn container, giảm nấm mốc cho hàng nông sản.', sales: 190 },
  { name: 'Gói hút ẩm container 1 kg', sku: 'GVSG-CL-HUTAM1', category: 'vat-lieu-chen-lot', price: 42000, stock: 2000, unit: 'gói', short: 'Hút ẩm canxi clorua, treo vách container.', detail: 'Hút đến 250% khối lượng, tác dụng 60 ngày trên biển.', sales: 930 },
  { name: 'Hạt xốp chèn hàng (bao 200 lít)', sku: 'GVSG-CL-HATXOP', category: 'vat-lieu-chen-lot', price: 150000, stock: 0, unit: 'bao', short: 'Hạt xốp hình số 8 lấp đầy khoảng trống.', detail: 'Chống va đập cho hàng hình dáng phức tạp, tái sử dụng được.', sales: 170 },
  // Dây đai
  { name: 'Dây đai PP 15mm cuộn 10kg', sku: 'GVSG-DD-PP15', category: 'day-dai', price: 210000, stock: 380, unit: 'cuộn', short: 'Dây đai nhựa PP đóng kiện bằng tay hoặc máy.', detail: 'Màu vàng hoặc trắng, lực kéo đứt 180 kgf.', sales: 560 },
  { name: 'Dây đai PET 16mm cuộn 20kg', sku: 'GVSG-DD-PET16', category: 'day-dai', price: 590000, sale: 549000, stock: 90, unit: 'cuộn', short: 'Dây đai PET xanh thay thế đai thép, không rỉ sét.', detail: 'Lực kéo đứt 450 kgf, dùng cho gạch, thép, gỗ xẻ.', sales: 240 },
  { name: 'Bọ khoá đai thép 16mm (hộp 1000 cái)', sku: 'GVSG-DD-BO16', category: 'day-dai', price: 160000, stock: 500, unit: 'hộp', short: 'Bọ sắt mạ kẽm kẹp đai PP, PET.', detail: 'Dày 0,5 mm, không bung khi vận chuyển đường dài.', sales: 410 },
  { name: 'Dụng cụ siết đai bằng tay', sku: 'GVSG-DD-SIET', category: 'day-dai', price: 350000, stock: 60, unit: 'cái', short: 'Siết chặt dây đai PP/PET đến 16 mm.', detail: 'Thân thép đúc, lưỡi cắt đai tích hợp.', sales: 150 },
  { name: 'Dây chằng hàng tăng đơ 5 tấn', sku: 'GVSG-DD-TANGDO', category: 'day-dai', price: 275000, stock: 0, unit: 'bộ', short: 'Chằng hàng trên xe tải, container mở nóc.', detail: 'Bản 50 mm dài 10 m, móc J mạ kẽm, tải 5.000 kg.', sales: 330 },
  // Dịch vụ
  { name: 'Dịch vụ giao hàng nhanh nội thành', sku: 'GVSG-DV-NOITHANH', category: 'dich-vu-van-chuyen', price: 25000, unit: 'đơn', short: 'Giao trong 2 giờ tại TP.HCM, hàng dưới 5 kg.', detail: 'Tài xế lấy hàng tận nơi, theo dõi đơn bằng mã vận đơn, thu hộ COD.', sales: 9800 },
  { name: 'Dịch vụ giao hàng liên tỉnh tiết kiệm', sku: 'GVSG-DV-LIENTINH', category: 'dich-vu-van-chuyen', price: 38000, unit: 'đơn', short: 'Giao 2–4 ngày đến 63 tỉnh thành.', detail: 'Giá cho kiện dưới 3 kg; mỗi kg tiếp theo cộng thêm 5.000 ₫.', sales: 6400 },
  { name: 'Dịch vụ xe tải 1.5 tấn theo chuyến', sku: 'GVSG-DV-XETAI15', category: 'dich-vu-van-chuyen', price: 650000, sale: 590000, unit: 'chuyến', short: 'Xe tải thùng kín 1,5 tấn, bán kính 20 km.', detail: 'Kèm 1 phụ xe bốc xếp; phát sinh ngoài giờ tính theo giờ.', sales: 720 },
  { name: 'Dịch vụ cho thuê kho theo m²', sku: 'GVSG-DV-KHO', category: 'dich-vu-van-chuyen', price: 120000, unit: 'm²/tháng', short: 'Kho khô tại Bình Tân, có camera và bảo vệ 24/7.', detail: 'Quản lý xuất nhập tồn bằng phần mềm, báo cáo tồn kho hằng ngày.', sales: 140 },
  { name: 'Dịch vụ đóng gói hàng hoá', sku: 'GVSG-DV-DONGGOI', category: 'dich-vu-van-chuyen', price: 15000, unit: 'kiện', short: 'Đóng gói đúng chuẩn sàn thương mại điện tử.', detail: 'Bao gồm thùng, xốp hơi, băng keo và tem cảnh báo theo loại hàng.', sales: 3100 },
  { name: 'Dịch vụ giao hàng hoả tốc 1 giờ', sku: 'GVSG-DV-HOATOC', category: 'dich-vu-van-chuyen', price: 60000, unit: 'đơn', short: 'Giao ngay trong 60 phút nội thành TP.HCM.', detail: 'Ưu tiên tài xế gần nhất, hoàn tiền nếu trễ hẹn.', sales: 2500 },
];

/**
 * Products with a gallery: after the main picture (the category's pictogram), a picture of each of
 * these views of the product, drawn by demo/images.tsx, captioned from the i18n catalogs.
 * The first: the hand truck, with a gallery of four.
 */
export const GALLERY_PRODUCT_SKU = 'GVSG-XD-THEP300';
export const TROLLEY_VIEWS = ['front', 'side', 'wheel-lock', 'folded-handle'] as const;
/** The stretch film made to order (FILM_PRODUCT). */
export const FILM_VIEWS = ['roll-end', 'on-pallet'] as const;
/** The carton made to order (VARIABLE_PRODUCT). */
export const CARTON_VIEWS = ['carton-open', 'carton-flat', 'carton-layers', 'carton-stacked'] as const;
/** The clear tape (TAPE_PRODUCT_SKU). */
export const TAPE_PRODUCT_SKU = 'GVSG-BK-T48100';
export const TAPE_VIEWS = ['tape-width', 'tape-dispenser', 'tape-sealed'] as const;
/** The plastic pallet (PALLET_PRODUCT_SKU). */
export const PALLET_PRODUCT_SKU = 'GVSG-PL-NHUA1210';
export const PALLET_VIEWS = ['pallet-top', 'pallet-forks', 'pallet-loaded'] as const;
export const GALLERY_VIEWS = [...TROLLEY_VIEWS, ...FILM_VIEWS, ...CARTON_VIEWS, ...TAPE_VIEWS, ...PALLET_VIEWS] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];
export const isGalleryView = (value: unknown): value is GalleryView => GALLERY_VIEWS.includes(value as GalleryView);
/** The gallery of each simple product that has one, by SKU (the variable products carry theirs). */
export const SIMPLE_GALLERIES: Readonly<Record<string, readonly GalleryView[]>> = {
  [GALLERY_PRODUCT_SKU]: TROLLEY_VIEWS,
  [TAPE_PRODUCT_SKU]: TAPE_VIEWS,
  [PALLET_PRODUCT_SKU]: PALLET_VIEWS,
};

/** The variable product: a carton sized and layered to order. */
export const VARIABLE_PRODUCT = {
  name: 'Thùng carton đặt theo kích thước',
  sku: 'GVSG-TC-DAT',
  category: 'thung-carton',
  short: 'Chọn kích thước và số lớp; mỗi biến thể có giá, mã và tồn kho riêng.',
  detail: 'Thùng sản xuất tại xưởng Bình Tân, giao trong 24 giờ cho đơn từ 100 thùng. Sóng B cho 3 lớp, sóng BC cho 5 lớp.',
  sales: 1500,
  gallery: CARTON_VIEWS,
  attributes: [
    {
      name: 'pa_kich-thuoc',
      label: 'Kích thước',
      options: [
        { slug: 'nho', name: 'Nhỏ 25x20x15 cm' },
        { slug: 'vua', name: 'Vừa 35x25x25 cm' },
        { slug: 'lon', name: 'Lớn 50x40x40 cm' },
      ],
    },
    {
      name: 'pa_so-lop',
      label: 'Số lớp',
      options: [
        { slug: '3-lop', name: '3 lớp' },
        { slug: '5-lop', name: '5 lớp' },
      ],
    },
  ],
  /** [size, layers, price, sale price, stock] */
  variations: [
    ['nho', '3-lop', 4200, undefined, 3000],
    ['nho', '5-lop', 6800, undefined, 1200],
    ['vua', '3-lop', 7500, 6900, 2500],
    ['vua', '5-lop', 11500, undefined, 0],
    ['lon', '3-lop', 12800, undefined, 900],
    ['lon', '5-lop', 19500, 17900, 400],
  ] as ReadonlyArray<readonly [string, string, number, number | undefined, number]>,
} as const;

/**
 * The second variable product: hand-wrap stretch film made to a specification. Width × thickness
 * × roll weight, except 23 micron, which is made in the 50 cm width only: 36 variations, more than
 * WooCommerce's `woocommerce_ajax_variation_threshold` (30), so its page leaves them out
 * (`data-product_variations="false"`) and the variations form asks the server for each choice.
 */
export const FILM_PRODUCT = {
  name: 'Màng PE quấn tay theo quy cách',
  slug: 'mang-pe-quan-tay-theo-quy-cach',
  createdAt: '2026-04-25T08:00:00.000Z',
  unit: 'cuộn',
  sku: 'GVSG-PE-QC',
  category: 'mang-pe',
  short: 'Chọn khổ màng, độ dày và trọng lượng cuộn; mỗi quy cách có giá, mã và tồn kho riêng.',
  detail: 'Màng LLDPE trong suốt, độ giãn 250–300%, lõi giấy 3 inch, bám dính một mặt. Khổ 25 cm cho hàng nhỏ và bó ống, khổ 50 cm cho pallet.',
  sales: 940,
  gallery: FILM_VIEWS,
  attributes: [
    {
      name: 'pa_kho-mang',
      label: 'Khổ màng',
      options: [
        { slug: '25-cm', name: '25 cm' },
        { slug: '50-cm', name: '50 cm' },
      ],
    },
    {
      name: 'pa_do-day',
      label: 'Độ dày',
      options: [
        { slug: '12-mic', name: '12 micron' },
        { slug: '15-mic', name: '15 micron' },
        { slug: '17-mic', name: '17 micron' },
        { slug: '20-mic', name: '20 micron' },
        { slug: '23-mic', name: '23 micron' },
      ],
    },
    {
      name: 'pa_trong-luong-cuon',
      label: 'Trọng lượng cuộn',
      options: [
        { slug: '1-5-kg', name: '1,5 kg' },
        { slug: '2-5-kg', name: '2,5 kg' },
        { slug: '3-5-kg', name: '3,5 kg' },
        { slug: '5-kg', name: '5 kg' },
      ],
    },
  ],
} as const;

/** One variation of the film: its attributes, price, sale price, stock and the length of its roll. */
export interface FilmVariation {
  width: string;
  thickness: string;
  weight: string;
  values: Record<string, string>;
  sku: string;
  /** The options' names, for the variation's name: "25 cm, 12 micron, 1,5 kg". */
  label: string;
  price: number;
  sale: number | null;
  stock: number;
  /** Metres of film on the roll (LLDPE, 0.92 g/cm³), to the nearest 10. */
  length: number;
}

/** The film's 36 variations, in the order WooCommerce lists them (menu order, then id). */
export function filmVariations(): FilmVariation[] {
  const [widths, thicknesses, weights] = FILM_PRODUCT.attributes;
  /** Đồng per kg by thickness: thinner film costs more per kilogram. */
  const perKg: Record<string, number> = { '12-mic': 42000, '15-mic': 40000, '17-mic': 38000, '20-mic': 37000, '23-mic': 36000 };
  const list: FilmVariation[] = [];
  let n = 0;
  for (const width of widths.options) {
    for (const thickness of thicknesses.options) {
      if (width.slug === '25-cm' && thickness.slug === '23-mic') continue;
      for (const weight of weights.options) {
        n++;
        const kg = Number.parseFloat(weight.name.replace(',', '.'));
        const metres = Number.parseFloat(width.slug) / 100;
        const microns = Number.parseFloat(thickness.slug);
        // Narrow rolls take more work per kilogram.
        const price = Math.round((kg * (perKg[thickness.slug]! + (width.slug === '25-cm' ? 3000 : 0))) / 1000) * 1000;
        list.push({
          width: width.slug,
          thickness: thickness.slug,
          weight: weight.slug,
          values: { 'attribute_pa_kho-mang': width.slug, 'attribute_pa_do-day': thickness.slug, 'attribute_pa_trong-luong-cuon': weight.slug },
          sku: `${FILM_PRODUCT.sku}-${Number.parseFloat(width.slug)}-${microns}-${weight.slug.replace(/-kg$/, '').replace('-', '')}`,
          label: `${width.name}, ${thickness.name}, ${weight.name}`,
          price,
          // The shop's most sold specification is on sale.
          sale: width.slug === '50-cm' && thickness.slug === '17-mic' && weight.slug === '2-5-kg' ? 89000 : null,
          stock: (width.slug === '50-cm' && thickness.slug === '12-mic' && weight.slug === '5-kg') || (width.slug === '25-cm' && thickness.slug === '20-mic' && weight.slug === '1-5-kg') ? 0 : 40 + ((n * 37) % 260),
          length: Math.round((kg * 1000) / (metres * microns * 0.92) / 10) * 10,
        });
      }
    }
  }
  return list;
}

export const REVIEWS: ReadonlyArray<readonly [sku: string, author: string, rating: number, content: string]> = [
  ['GVSG-XD-THEP300', 'Nguyễn Văn Hùng', 5, 'Xe chắc chắn, bánh chạy êm, giao hàng đúng hẹn.'],
  ['GVSG-XD-THEP300', 'Trần Thị Mai', 4, 'Tay gập tiện, nhưng bánh hơi cứng trên sàn gạch.'],
  ['GVSG-BK-T48100', 'Lê Quốc Bảo', 5, 'Keo dính tốt, cuộn đủ dài, giá hợp lý.'],
  ['GVSG-TC-DAT', 'Phạm Thu Hà', 5, 'Thùng 5 lớp rất cứng, đóng hàng gốm không bị vỡ.'],
  ['GVSG-DV-NOITHANH', 'Võ Minh Tâm', 4, 'Tài xế lấy hàng nhanh, có thông báo khi giao xong.'],
];

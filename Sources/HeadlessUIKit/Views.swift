// UIKit's view classes and their companions, by their UIKit names.

/// `UIView`: ``/ChoreographHeadless/View``.
public typealias UIView = View
/// `UIWindow`: ``/ChoreographHeadless/Window``.
public typealias UIWindow = Window
/// `UIScreen`: ``/ChoreographHeadless/Screen``.
public typealias UIScreen = Screen
/// `UILabel`: ``/ChoreographHeadless/Label``.
public typealias UILabel = Label
/// `UIFont`: ``/ChoreographHeadless/Font``.
public typealias UIFont = Font
/// `UIImage`: ``/ChoreographHeadless/Image`` (a stand-in with a name and a size; see <doc:PortingFromUIKit>).
public typealias UIImage = Image
/// `UIImageView`: ``/ChoreographHeadless/ImageView``.
public typealias UIImageView = ImageView
/// `UIControl`: ``/ChoreographHeadless/Control``.
public typealias UIControl = Control
/// `UIButton`: ``/ChoreographHeadless/Button``.
public typealias UIButton = Button
/// `UIAction`: ``/ChoreographHeadless/Action``.
public typealias UIAction = Action
/// `UIScrollView`: ``/ChoreographHeadless/ScrollView``.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`: ``/ChoreographHeadless/ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UICollectionView`: ``/ChoreographHeadless/CollectionView``.
public typealias UICollectionView = CollectionView
/// `UICollectionReusableView`: ``/ChoreographHeadless/CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewCell`: ``/ChoreographHeadless/CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionViewLayout`: ``/ChoreographHeadless/CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`: ``/ChoreographHeadless/CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes`: ``/ChoreographHeadless/CollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewDataSource`: ``/ChoreographHeadless/CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: ``/ChoreographHeadless/CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UIColor`: the core's ``/Choreograph/Color`` (a value type; see <doc:PortingFromUIKit>).
public typealias UIColor = Color
/// `UIEdgeInsets`: ``/ChoreographHeadless/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// `NSTextAlignment`: ``/ChoreographHeadless/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// `UISemanticContentAttribute`: ``/ChoreographHeadless/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// `UIUserInterfaceLayoutDirection`: ``/ChoreographHeadless/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// `UIEvent`: ``/ChoreographHeadless/Event``.
public typealias UIEvent = Event
/// `UITouch`: ``/ChoreographHeadless/Touch``.
public typealias UITouch = Touch
